# One image for both processes of the shop: the gateway (default command) and the local Strapi stand-in
# (`node strapi-stand-in/dist/index.js`, used by docker-compose for demos; production points BACKEND_URL at the hosted
# backend instead).
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update -qq && apt-get install -y -qq python3 make g++ >/dev/null && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY strapi-stand-in/package.json strapi-stand-in/
COPY server/package.json server/
COPY client/package.json client/
COPY packages/shop-rules/package.json packages/shop-rules/
# npm ci applies these to the installed packages (postinstall: patch-package).
COPY patches/ patches/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# A heap limit makes V8 collect before it grows: without it a busy gateway's resident memory climbs far above
# what it holds. 512 MB is the memory budget for a catalogue of up to 20,000 active products (docs/operations.md,
# Memory: give the container 768 MB); a smaller catalogue takes less (the table there), set NODE_OPTIONS to it.
ENV NODE_OPTIONS=--max-old-space-size=512
RUN apt-get update -qq && apt-get install -y -qq fonts-dejavu-core >/dev/null && rm -rf /var/lib/apt/lists/*
COPY --from=build /app /app
EXPOSE 4000 1337
CMD ["node", "server/dist/index.js"]
