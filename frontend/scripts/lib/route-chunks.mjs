// Which built files a route's split code pulls in, read from Vite's manifest (dist/.vite/manifest.json).

/**
 * `/assets/…` chunks of the split parts of `src/routes/<routeFile>.tsx` and what they import,
 * without the entry chunk (which the page loads anyway, with its own imports).
 */
export function routeChunks(manifest, routeFiles) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  for (const file of routeFiles) {
    Object.keys(manifest)
      .filter((key) => key.startsWith(`src/routes/${file}.tsx?tsr-split=`))
      .sort()
      .forEach(visit);
  }
  return [...files];
}
