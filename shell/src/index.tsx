// Async boundary: Module Federation negotiates the shared singletons before the app imports them.
import('./bootstrap');
