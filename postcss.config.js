/**
 * PostCSS runs over every stylesheet of @portal/widgets: in tsup (the published package), in Vite
 * (the portal) and in Ladle. The CSS is plain modern CSS (custom properties, nesting-free), so no
 * transform is needed yet; plugins added here apply to all three builds at once.
 */
export default {
  plugins: {},
};
