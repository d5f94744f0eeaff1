import { Router } from 'express';
import { AmenityCreateSchema, AmenityPatchSchema } from '../../../shared/schemas/webpages';
import { propertyCollectionRoutes } from '../../http/collection-routes';
import { presentAmenity } from '../../presenters/public-content';
import { deleteAmenity, findAmenity, insertAmenity, listAmenities, updateAmenity } from '../../queries/amenities';
import type { RouteDeps } from '../deps';

/** `/api/amenities/`: a property's features (form data name, amenity_type, image, prop). */
export function amenityRoutes({ db, config }: RouteDeps): Router {
  return propertyCollectionRoutes(db, config.uploadsDir, {
    path: '/api/amenities/',
    kind: 'amenity',
    fileField: 'image',
    accept: 'image',
    fileRequired: true,
    createSchema: AmenityCreateSchema,
    patchSchema: AmenityPatchSchema,
    orderTable: 'amenities',
    list: listAmenities,
    find: findAmenity,
    present: presentAmenity,
    insert: (db, property, fields, file) => insertAmenity(db, property.id, fields, file),
    update: updateAmenity,
    remove: deleteAmenity,
  });
}
