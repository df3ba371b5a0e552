/** The gallery shows the package exactly as apps import it. */
export * from '../../src/index';
