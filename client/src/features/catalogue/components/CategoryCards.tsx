import { Link } from 'react-router-dom';
import { ProductImage } from '../../../ui/ProductImage';
import { categoryPath } from '../../layout/Header';

export interface CategoryCard {
  name: string;
  /** A picture of one of the category's products, if one is at hand. */
  image?: string;
  cardImage?: string;
}

/** 'Shop by Category': one card per category that has products, each to /category/{category}. */
export function CategoryCards({ categories }: { categories: CategoryCard[] }) {
  return (
    <ul className="category-grid">
      {categories.map((category) => (
        <li key={category.name}>
          <Link to={categoryPath(category.name)} className="category-card">
            <ProductImage
              src={category.image}
              cardSrc={category.cardImage}
              alt=""
              sizes="(min-width: 1024px) 200px, 33vw"
            />
            <span className="category-card-name">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
