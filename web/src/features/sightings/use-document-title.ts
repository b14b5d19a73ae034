// Sets the browser tab's title while a page is shown ("Snowy owl · WildLens"): the app's one page-title hook.
export { usePageTitle as useDocumentTitle } from '../../app/use-page-title';
