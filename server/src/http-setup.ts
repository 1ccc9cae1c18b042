import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rejectMongoOperators } from './common/http/reject-mongo-operators.middleware';
import { createValidationPipe } from './common/validation/validation';
import type { AppConfig } from './config/app-config';
import { PRODUCT_IMAGES_URL } from './images/product-images.service';
import { assetsDir } from './config/project-root';

export const API_PREFIX = 'api/v1';
export const BODY_LIMIT = '1mb';
/** Paths the server answers itself; everything else that asks for HTML gets the React client. */
const SERVER_PATHS = /^\/(api|graphql|graphql-explorer|images|health|ready)(\/|$)/;

/** Answers body-parser failures the way every other error is answered, never with a stack trace. */
function bodyErrors(error: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) {
  if (!error) return next();
  if (error.type === 'entity.too.large') return res.status(413).json({ success: false, message: `Request body is too large (limit ${BODY_LIMIT})` });
  if (error.type === 'entity.parse.failed') return res.status(400).json({ success: false, message: 'Malformed JSON in request body' });
  const status = typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 400;
  return res.status(status).json({ success: false, message: 'Invalid request body' });
}

/** GET /graphql from a browser shows the shop's own offline explorer; API calls pass through. */
function graphqlExplorer(explorerDir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.query.query !== undefined || !req.accepts(['json', 'html']) || req.accepts(['json', 'html']) !== 'html') return next();
    res.sendFile(join(explorerDir, 'index.html'));
  };
}

/**
 * Uploaded product pictures (`<uuid>-<size>.webp`, never rewritten: a new upload gets a new name), cached
 * for a year. Unknown files fall through to Nest's 404.
 */
function uploadedProductImages(directory: string) {
  return express.static(directory, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    setHeaders: (res) => {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Type', 'image/webp');
    },
  });
}

/** The React client: built files, and index.html for every other page route (deep links on reload). */
function reactClient(clientDir: string) {
  const indexFile = join(clientDir, 'index.html');
  const files = express.static(clientDir, {
    index: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes(`${join(clientDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return [
    // The server's own paths never look for a file on disk (a stat per API request otherwise).
    (req: Request, res: Response, next: NextFunction) => (SERVER_PATHS.test(req.path) ? next() : files(req, res, next)),
    (req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path) || !req.accepts('html')) return next();
      if (!existsSync(indexFile)) {
        res.status(503).type('text/plain').send('The shop client is not built yet: run `npm run build`.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexFile);
    },
  ];
}

/** Everything HTTP around the Nest routes: headers, body limits, input checks, prefix, pipes, static files. */
export function configureHttp(app: NestExpressApplication, config: AppConfig) {
  app.disable('x-powered-by');
  app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null } },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  app.use(bodyErrors);
  app.use(rejectMongoOperators);

  const explorerDir = join(assetsDir(), 'explorer');
  app.use('/graphql', graphqlExplorer(explorerDir));
  app.use('/graphql-explorer', express.static(explorerDir, { maxAge: '1h' }));
  app.use(PRODUCT_IMAGES_URL, uploadedProductImages(join(config.uploadDir, 'products')));
  app.use(reactClient(config.clientDir));

  app.setGlobalPrefix(API_PREFIX, { exclude: ['health', 'ready', 'images/logo.svg', 'images/demo/:file'] });
  app.useGlobalPipes(createValidationPipe());
}
