import { Router } from 'express';
import { ResourceCreateSchema, ResourcePatchSchema } from '../../../shared/schemas/webpages';
import { propertyCollectionRoutes } from '../../http/collection-routes';
import { presentResource } from '../../presenters/public-content';
import { deleteResource, findResource, insertResource, listResources, updateResource } from '../../queries/property-resources';
import type { RouteDeps } from '../deps';

/** `/api/property-resources/`: a property's PDF documents (form data resource_file, name, prop); edits by PATCH or PUT. */
export function propertyResourceRoutes({ db, config }: RouteDeps): Router {
  return propertyCollectionRoutes(db, config.uploadsDir, {
    path: '/api/property-resources/',
    kind: 'property-resource',
    fileField: 'resource_file',
    accept: 'document',
    fileRequired: true,
    createSchema: ResourceCreateSchema,
    patchSchema: ResourcePatchSchema,
    acceptPut: true,
    orderTable: 'property_resources',
    list: listResources,
    find: findResource,
    present: presentResource,
    insert: (db, property, fields, file) => insertResource(db, property.id, fields, file!),
    update: updateResource,
    remove: deleteResource,
  });
}
