import { PublicFooter } from '../../public-pages/components/PublicFooter.tsx';
import { HomeCta } from '../components/HomeCta.tsx';
import { HomeHeader } from '../components/HomeHeader.tsx';
import { HomeHero } from '../components/HomeHero.tsx';
import { HomeServices } from '../components/HomeServices.tsx';
import { HomeShipping } from '../components/HomeShipping.tsx';
import './home.css';

/** The public landing page (/home): the marketing copy of spec section 1 in the chosen language. */
export default function HomePage() {
  return (
    <div className="home-page">
      <HomeHeader />
      <main>
        <HomeHero />
        <HomeServices />
        <HomeShipping />
        <HomeCta />
      </main>
      <PublicFooter />
    </div>
  );
}
