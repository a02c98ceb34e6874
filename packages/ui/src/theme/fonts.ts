// Self-hosted fonts (files ship in the @fontsource packages): no third-party requests,
// and screenshots render the same on every machine.
import '@fontsource/bangers/400.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/900.css';
// Last, so the browser finds ₹ here before @fontsource's latin-ext faces.
import './rupee/rupee.css';
