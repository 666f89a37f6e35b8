// Every error leaves the API as { error: { code, message } } (issue 3). Routes and services throw
// HttpError; the app's error handler maps it (and validation errors) to that shape.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
export const unauthorized = (message = 'No authenticated user') =>
  new HttpError(401, 'unauthorized', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
