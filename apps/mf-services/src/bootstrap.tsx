import { renderStandalone } from 'shared-ui/standalone';
import { CataloguePage } from './pages/catalogue-page';
import { ServicePage } from './pages/service-page';

// Alone, without the shell: the routes composition.json gives this remote, in every language
// ('/service/*' linked as /service/ac).
renderStandalone('mf_services', { CataloguePage, ServicePage });
