// Async boundary: shared singletons (react, styled-components, ...) are negotiated before any of them is used.
import('./bootstrap');
