/**
 * Montserrat, served from the plugin's own build (never a third-party font host).
 * Latin subset, the three weights the design uses. Declared here; used only from the moment
 * fonts-switch.ts turns it on (fonts.css).
 */
import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-600.css';
import '@fontsource/montserrat/latin-700.css';
import './fonts.css';
