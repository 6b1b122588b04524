import { createSlowLoadingStore } from './slow-loading-store';

describe( 'createSlowLoadingStore', () => {
	it( 'is empty at first', () => {
		expect( createSlowLoadingStore().hasAny() ).toBe( false );
	} );

	it( 'has a slow request until every slow key is removed', () => {
		const store = createSlowLoadingStore();
		store.add( 'a' );
		store.add( 'b' );
		expect( store.hasAny() ).toBe( true );
		store.remove( 'a' );
		expect( store.hasAny() ).toBe( true );
		store.remove( 'b' );
		expect( store.hasAny() ).toBe( false );
	} );

	it( 'counts a key once however often it is added', () => {
		const store = createSlowLoadingStore();
		store.add( 'a' );
		store.add( 'a' );
		store.remove( 'a' );
		expect( store.hasAny() ).toBe( false );
	} );

	it( 'tells subscribers about changes only', () => {
		const store = createSlowLoadingStore();
		const listener = jest.fn();
		store.subscribe( listener );

		store.add( 'a' );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		store.add( 'a' ); // already slow
		store.remove( 'unknown' ); // never slow
		expect( listener ).toHaveBeenCalledTimes( 1 );
		store.remove( 'a' );
		expect( listener ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'stops telling a subscriber once it unsubscribes', () => {
		const store = createSlowLoadingStore();
		const listener = jest.fn();
		const other = jest.fn();
		const unsubscribe = store.subscribe( listener );
		store.subscribe( other );

		unsubscribe();
		store.add( 'a' );

		expect( listener ).not.toHaveBeenCalled();
		expect( other ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps separate stores apart', () => {
		const first = createSlowLoadingStore();
		const second = createSlowLoadingStore();
		first.add( 'a' );
		expect( second.hasAny() ).toBe( false );
	} );
} );
