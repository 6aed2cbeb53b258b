import { createRouter } from '../../lib/create-app';
import * as handlers from './properties.handlers';
import * as routes from './properties.routes';

export const propertiesRouter = createRouter()
  .openapi(routes.getSuggestions, handlers.getSuggestionsHandler)
  .openapi(routes.getSuggestionDetail, handlers.getSuggestionDetailHandler)
  .openapi(routes.getAllProperties, handlers.getAllPropertiesHandler)
  .openapi(routes.searchProperties, handlers.searchPropertiesHandler)
  .openapi(routes.getPropertyBySlug, handlers.getPropertyBySlugHandler)
  .openapi(routes.createProperty, handlers.createPropertyHandler);
