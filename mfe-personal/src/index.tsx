// Async boundary: shared singletons (react, jotai, ...) are negotiated before any of them is used.
import('./bootstrap');
