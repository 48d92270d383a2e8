import { NavLink } from 'react-router-dom';
import { categoryBarProducts } from '../content/products.ts';
import * as css from './frame.css.ts';

/** The eight product pages, on every page but home and the payment and mandate pages (§2.2). */
export function CategoryBar() {
  return (
    <nav aria-label="Loan products" className={css.categoryBar}>
      <ul className={css.categoryList}>
        {categoryBarProducts.map((product) => (
          <li key={product.slug}>
            <NavLink to={product.path} className={css.categoryLink}>
              {product.barTitle ?? product.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
