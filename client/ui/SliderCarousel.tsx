import { CAROUSEL_AUTOPLAY_MS, SLIDER_PER_VIEW } from '../../shared/constants';
import { Carousel, type CarouselProps } from './Carousel';

/**
 * The spec's slider of cards (the property page's friends and testimonials): SLIDER_PER_VIEW cards
 * 16 px apart, autoplaying, looping only when there are more than a wide screen shows.
 */
export function SliderCarousel<T>(props: Pick<CarouselProps<T>, 'label' | 'items' | 'itemKey' | 'renderItem'>) {
  return <Carousel {...props} perView={SLIDER_PER_VIEW} spaceBetween={16} loop={props.items.length > SLIDER_PER_VIEW.breakpoints[980]} autoplay={CAROUSEL_AUTOPLAY_MS} />;
}
