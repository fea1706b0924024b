export { LandingPage, loadLandingPage } from './LazyLandingPage';
