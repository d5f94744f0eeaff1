import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../shared/api-errors';
import { readFailure } from '../../client/ui/use-request-action';

const CONNECTION_LOST = 'Something went wrong. Please check your connection and try again.';

describe('readFailure (the request hook of the public forms and the signing screens)', () => {
  const refused = new ApiError(400, { email: ['Enter a valid email address.', 'Second.'], password: ['Too short.'] });

  it('answers the first message and, for a form that shows them, the first message of each field of a 400', () => {
    expect(readFailure(refused, 'fields')).toEqual({ message: 'Enter a valid email address.', fields: { email: 'Enter a valid email address.', password: 'Too short.' } });
  });

  it('answers no field errors for a form that says the message alone (as its page posted without JavaScript does)', () => {
    expect(readFailure(refused, 'none')).toEqual({ message: 'Enter a valid email address.', fields: {} });
  });

  it('reads field errors of other statuses only when asked (a 413 naming the file)', () => {
    const tooLarge = new ApiError(413, { file: ['The file is too large.'] });
    expect(readFailure(tooLarge, 'fields').fields).toEqual({});
    expect(readFailure(tooLarge, 'any')).toEqual({ message: 'The file is too large.', fields: { file: 'The file is too large.' } });
  });

  it('says a general refusal as its detail, with no field', () => {
    expect(readFailure(new ApiError(409, { detail: 'This lease changed.' }), 'any')).toEqual({ message: 'This lease changed.', fields: {} });
    expect(readFailure(new ApiError(400, { detail: 'No.' }), 'fields')).toEqual({ message: 'No.', fields: {} });
  });

  it('says to check the connection when no answer came (a network error, a body that is not JSON)', () => {
    expect(readFailure(new TypeError('Failed to fetch'), 'fields')).toEqual({ message: CONNECTION_LOST, fields: {} });
    expect(readFailure(new SyntaxError('Unexpected token <'), 'none')).toEqual({ message: CONNECTION_LOST, fields: {} });
  });
});
