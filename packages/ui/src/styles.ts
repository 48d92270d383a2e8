// The package's one stylesheet: the web font (Latin, Devanagari, ₹) and the global rules.
// Published as `@company/ui/styles.css`; import it once at the root of an app.
import '@fontsource-variable/noto-sans/wght.css';
import 'react-toastify/ReactToastify.css';
import './themes/global.css.ts';
