// Load everything else asynchronously so federation can negotiate shared modules first.
import('./bootstrap');
