/** The names of the tour photos page's forms, shared by its component and its action (whose problems show at them). */
export const uploadForm = 'tour-images-upload';
export const altFormName = (imageId: number) => `tour-image-alt-${imageId}`;
