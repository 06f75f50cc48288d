import { writeGallery } from '@cicerone/db/seed/catalog/gallery';
console.log(writeGallery('/tmp/h1files'));
