import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { findOperatorKey } from '../common/http/reject-mongo-operators.middleware';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from './product-images.service';

/** The multipart field the admin form repeats for each picture (spec section 7). */
export const PRODUCT_IMAGES_FIELD = 'images';

// No `storage` or `dest`: multer keeps each file in memory (`file.buffer`), multer's own memoryStorage().
// (multer comes with @nestjs/platform-express and is not a direct dependency, so it is not imported here.)
const Upload = FilesInterceptor(PRODUCT_IMAGES_FIELD, MAX_PRODUCT_IMAGES, {
  limits: {
    fileSize: MAX_IMAGE_BYTES,
    files: MAX_PRODUCT_IMAGES,
    fields: 50,
    fieldNameSize: 100,
    fieldSize: 64 * 1024,
  },
});

/**
 * Receives the product form's pictures (multipart, repeated `images` entries, kept in memory) and answers
 * multer's refusals with the specification's 400 messages instead of 413 or multer's own wording. Text
 * fields land in the body for the ValidationPipe; a JSON body passes through untouched.
 */
@Injectable()
export class ProductImagesInterceptor implements NestInterceptor {
  private readonly upload = new Upload();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      const handled = await this.upload.intercept(context, next);
      // The operator check of http-setup ran before multer filled the body: run it on the form fields too.
      const key = findOperatorKey(context.switchToHttp().getRequest<Request>().body);
      if (key) throw new BadRequestException(`Invalid input: "${key}" is not allowed`);
      return handled;
    } catch (error) {
      throw uploadError(error);
    }
  }
}

/** multer (through Nest's mapping) and busboy failures, as the 400s a client can act on. */
function uploadError(error: unknown): HttpException {
  // multer's LIMIT_FILE_SIZE is the only upload failure Nest turns into a 413.
  if (error instanceof PayloadTooLargeException) return new BadRequestException(IMAGE_MESSAGES.tooLarge);
  if (error instanceof HttpException) {
    const message = error.message;
    // LIMIT_FILE_COUNT ("Too many files") and LIMIT_UNEXPECTED_FILE on the images field (more than 5 of them).
    if (/^Too many files/.test(message) || new RegExp(`^Unexpected (file )?field - ${PRODUCT_IMAGES_FIELD}$`).test(message)) {
      return new BadRequestException(IMAGE_MESSAGES.tooMany);
    }
    if (/^Unexpected (file )?field/.test(message)) {
      return new BadRequestException(`Pictures must be sent as repeated "${PRODUCT_IMAGES_FIELD}" entries`);
    }
    return error.getStatus() < 500 ? error : new BadRequestException('Malformed multipart form');
  }
  // Anything else thrown while receiving the form is a broken request body, never a server fault.
  return new BadRequestException('Malformed multipart form');
}
