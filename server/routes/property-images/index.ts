import { Router } from 'express';
import { PropertyImageCreateSchema, PropertyImagePatchSchema } from '../../../shared/schemas/webpages';
import { propertyCollectionRoutes } from '../../http/collection-routes';
import { presentPropertyImage } from '../../presenters/public-content';
import { deletePropertyImage, findPropertyImage, insertPropertyImage, listPropertyImages, updatePropertyImage } from '../../queries/property-images';
import type { RouteDeps } from '../deps';

/** `/api/property-images/`: a property's gallery (form data image, caption, amenity_type, prop). */
export function propertyImageRoutes({ db, config }: RouteDeps): Router {
  return propertyCollectionRoutes(db, config.uploadsDir, {
    path: '/api/property-images/',
    kind: 'property-image',
    fileField: 'image',
    accept: 'image',
    fileRequired: true,
    createSchema: PropertyImageCreateSchema,
    patchSchema: PropertyImagePatchSchema,
    orderTable: 'property_images',
    list: listPropertyImages,
    find: findPropertyImage,
    present: presentPropertyImage,
    insert: (db, property, fields, file) => insertPropertyImage(db, property.id, fields, file!),
    update: updatePropertyImage,
    remove: deletePropertyImage,
  });
}
