import type { ReviewLanguage } from '../types.ts';

export const reviews: ReviewLanguage = {
  firstNames: ['Emma', 'Olivia', 'Sarah', 'Jessica', 'Emily', 'Hannah', 'Grace', 'Chloe', 'Megan', 'Laura', 'James', 'Michael', 'David', 'Daniel', 'Matthew', 'Ryan', 'Chris', 'Andrew', 'Tom', 'Ben', 'Liam', 'Noah', 'Kate', 'Rachel'],
  lastInitials: ['B', 'C', 'D', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'W'],
  countries: [['US', 45], ['GB', 25], ['CA', 10], ['AU', 10], ['IE', 5], ['NZ', 5]],
  titles: {
    great: ['Absolutely wonderful', 'The highlight of our trip', 'Highly recommended', 'Best tour we have ever taken', 'A perfect day in {city}', 'Worth every penny', 'Unforgettable', 'Fantastic guide'],
    good: ['Very good tour', 'Really enjoyable', 'Great introduction to {city}', 'Good value', 'Recommended'],
    fair: ['Nice but a bit rushed', 'OK overall', 'Good guide, long day', 'Not bad'],
    poor: ['Disappointing', 'Not what we expected', 'Could be much better'],
  },
  openings: {
    great: ['We loved every minute of this tour.', 'This was the best thing we did in {city}.', 'What a fantastic way to discover {city}!', 'We booked this on our first day and it set the tone for the whole trip.', 'Simply perfect from start to finish.', 'I travel a lot and this was one of the best tours I have done.'],
    good: ['A really good tour with plenty to see.', 'We had a lovely time exploring {city}.', 'Good tour and well organised.', 'A great way to get to know {city}.'],
    fair: ['The tour was fine, though not quite what we hoped for.', 'Some parts were interesting, others less so.', 'A decent tour, but it felt a little rushed.'],
    poor: ['Unfortunately this tour did not meet our expectations.', 'We were quite disappointed.', 'The tour started late and felt disorganised.'],
  },
  guide: {
    great: ['Our guide was knowledgeable, funny and clearly loves {city}.', 'The guide adapted everything to our kids and kept them interested the whole time.', 'Our guide knew a story for every corner and answered all our questions.', 'We felt like we were walking with a friend who lives here.', 'The guide gave us great tips for restaurants for the rest of our stay.'],
    good: ['The guide was friendly and well informed.', 'Our guide spoke excellent English and was very patient.', 'The guide was good, although a few stops were short.'],
    fair: ['The guide knew a lot but talked a little too fast.', 'The guide was nice, but the group was too large to hear well.'],
    poor: ['The guide seemed in a hurry and did not answer our questions.', 'The guide read from notes most of the time.'],
  },
  closings: {
    great: ['Do not miss it!', 'We would book again in a heartbeat.', 'Thank you for a wonderful day!', 'Highly recommended to anyone visiting {city}.'],
    good: ['Recommended.', 'Good value for money.', 'We would do it again.'],
    fair: ['Fine if you have a spare afternoon.', 'Worth it, but do not expect too much.'],
    poor: ['I would not book it again.', 'There are better ways to see {city}.'],
  },
};
