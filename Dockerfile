# The shop for production: built once, run as an unprivileged user against the MongoDB at MONGODB_URI.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
# MALLOC_ARENA_MAX=2: glibc keeps fewer per-thread heaps, so memory sharp frees while resizing uploads is reused (docs/performance.md).
ENV NODE_ENV=production PORT=3000 UPLOAD_DIR=/data/uploads MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json /app/nest-cli.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/client/dist ./client/dist
COPY --from=build /app/client/dist-ssr ./client/dist-ssr
COPY --from=build /app/explorer/dist ./explorer/dist
COPY --from=build /app/server/assets ./server/assets
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=6 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The same V8 bounds as `npm run start:prod` (about 140 MB resident after load).
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=192", "dist/server/src/main.js"]
