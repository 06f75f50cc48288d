import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { documentOnlyData, forDocumentOnly } from './server-island.server.ts';

describe('forDocumentOnly', () => {
  it('sets a document’s value aside for its render and leaves it out of the loader’s answer', () => {
    const context = new RouterContextProvider();
    const request = new Request('http://localhost/en_US/EUR/');
    expect(forDocumentOnly({ request, context }, 'home', { cities: 16 })).toBeNull();
    expect(forDocumentOnly({ request, context }, 'chat-buttons', '<button>')).toBeNull();
    expect(documentOnlyData(context)).toEqual(new Map<string, unknown>([['home', { cities: 16 }], ['chat-buttons', '<button>']]));
  });

  it('answers a client navigation’s data request with the value, setting nothing aside', () => {
    const context = new RouterContextProvider();
    for (const url of ['http://localhost/en_US/EUR/_.data', 'http://localhost/en_US/EUR.data?index&_routes=routes%2Fhome', 'http://localhost/en_US/EUR/tours.data']) {
      expect(forDocumentOnly({ request: new Request(url), context }, 'home', { cities: 16 })).toEqual({ cities: 16 });
    }
    expect(documentOnlyData(context).size).toBe(0);
  });
});
