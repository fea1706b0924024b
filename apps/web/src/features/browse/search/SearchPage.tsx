import type { CSSProperties } from 'react';
import { Link } from '../../../lib/router';
import { CATEGORIES } from '@okuryazar/shared';
import { paths } from '../../../config/paths';
import { SearchForm } from './SearchForm';
import page from '../Page.module.css';
import styles from './Search.module.css';
import { PageTitle } from '../../../components';

/** /search: the mobile search page, a query box and the 20 categories (docs/PRODUCT.md#screens). */
export function SearchPage() {
  return (
    <>
      <PageTitle title={'Ara'} />
      <div className="page-frame">
        <header className={styles.searchIntro}>
          <h1 className={page.heading}>Ara</h1>
          <p className="page-frame-lead">Bir hikaye, bir yazar ya da bir tür: ne okumak istersiniz?</p>
          <SearchForm />
        </header>

        <section aria-labelledby="search-categories-title">
          <h2 id="search-categories-title" className="page-frame-section-title">
            Kategoriler
          </h2>
          <ul className={styles.categories} role="list">
            {CATEGORIES.map((category, index) => (
              <li key={category.id}>
                <Link
                  to={paths.category(category.id)}
                  className={styles.category}
                  style={{ '--tile-hue': `${(index * 137) % 360}` } as CSSProperties}
                >
                  <span className={styles.categoryName}>{category.searchName}</span>
                  <span className={styles.categoryDescription}>{category.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
