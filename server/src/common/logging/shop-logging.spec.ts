import { loggedUrl } from './shop-logging';

describe('loggedUrl', () => {
  test.each([
    ['/api/v1/products?limit=12&category=Cables', '/api/v1/products?limit=12&category=Cables'],
    ['/confirm/abc123.sig', '/confirm/***'],
    ['/api/v1/confirmations/abc123.sig', '/api/v1/confirmations/***'],
    ['/api/v1/admin/confirmations?page=2', '/api/v1/admin/confirmations?page=2'],
    ['/api/v1/orders/by-key/k3y', '/api/v1/orders/by-key/***'],
    ['/api/v1/orders/665f0c?key=k3y&x=1', '/api/v1/orders/665f0c?key=***&x=1'],
    ['/api/v1/orders/track?orderNumber=VA-1&phone=03001234567', '/api/v1/orders/track?orderNumber=VA-1&phone=***'],
    ['/graphql?query=%7Bme%7D&variables=%7B%22password%22%3A%22x%22%7D', '/graphql?query=%7Bme%7D&variables=***'],
  ])('%s is logged as %s', (url, logged) => expect(loggedUrl(url)).toBe(logged));
});
