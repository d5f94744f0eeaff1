import { CloneTemplateSchema } from '../../../../shared/schemas/document-templates';

/** The longest template name the server takes. */
export const NAME_MAX = CloneTemplateSchema.shape.name.maxLength ?? 200;

/** The clone dialog's suggested name, within the name's length limit. */
export const cloneName = (name: string) => `Copy of ${name}`.slice(0, NAME_MAX);
