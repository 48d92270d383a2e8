// `@company/ui/styles.css`, the everything-file: the web font, react-toastify's stylesheet, the
// global reset and every component's styles, for those who want one link. Import it once at the
// root of an app; or import `@company/ui/global.css` and let each component bring its own CSS.
import './fonts.css';
import 'react-toastify/ReactToastify.css';
import './themes/global.css.ts';
