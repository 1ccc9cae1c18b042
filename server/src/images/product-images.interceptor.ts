import {
  BadRequestException,
  CallHandler,
  createParamDecorator,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { isRefusedKey, operatorRefusalMessage } from '../common/http/reject-mongo-operators.hook';
import { IMAGE_MESSAGES, ImageUpload, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from './product-images.service';

/** The multipart field the admin form repeats for each picture (spec section 7). */
export const PRODUCT_IMAGES_FIELD = 'images';

const LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: MAX_PRODUCT_IMAGES,
  fields: 50,
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  parts: 60,
};
const MALFORMED = 'Malformed multipart form';

/** The pictures each request carried, set by the interceptor below for the @ProductImages() parameter. */
const uploadsOf = new WeakMap<object, ImageUpload[]>();

/** The pictures of the product form, as ProductImagesInterceptor read them (none for a JSON body). */
export const ProductImages = createParamDecorator((_: unknown, context: ExecutionContext): ImageUpload[] => {
  return uploadsOf.get(context.switchToHttp().getRequest<FastifyRequest>()) ?? [];
});

/**
 * Receives the product form (multipart: text fields and repeated `images` entries, kept in memory) and
 * answers every refusal with the specification's 400 messages. Text fields become the body for the
 * ValidationPipe (a repeated field becomes a list); a JSON body passes through untouched.
 */
@Injectable()
export class ProductImagesInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.isMultipart()) {
      try {
        await this.readForm(request);
      } catch (error) {
        throw uploadError(error);
      }
    }
    return next.handle();
  }

  private async readForm(request: FastifyRequest) {
    const fields = new Map<string, string | string[]>();
    const uploads: ImageUpload[] = [];
    for await (const part of request.parts({ limits: LIMITS })) {
      // Field names are the form's only keys (values are text): the operator check of the other bodies, here.
      if (isRefusedKey(part.fieldname)) throw new BadRequestException(operatorRefusalMessage(part.fieldname));
      if (part.type === 'file') {
        if (part.fieldname !== PRODUCT_IMAGES_FIELD)
          throw new BadRequestException(`Pictures must be sent as repeated "${PRODUCT_IMAGES_FIELD}" entries`);
        uploads.push({ buffer: await part.toBuffer(), originalname: part.filename });
        continue;
      }
      const value = String(part.value);
      const earlier = fields.get(part.fieldname);
      fields.set(part.fieldname, earlier === undefined ? value : [earlier, value].flat());
    }
    request.body = Object.fromEntries(fields);
    uploadsOf.set(request, uploads);
  }
}

/** Multipart reading failures (@fastify/multipart and busboy), as the 400s a client can act on. */
function uploadError(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new BadRequestException(IMAGE_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new BadRequestException(IMAGE_MESSAGES.tooMany);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new BadRequestException('Too many form fields');
  // Anything else thrown while receiving the form is a broken request body, never a server fault.
  return new BadRequestException(MALFORMED);
}
