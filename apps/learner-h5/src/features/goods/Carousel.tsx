import { useRef, type PointerEvent } from 'react';
import { Swiper, type SwiperRef } from 'antd-mobile';
import { CAROUSEL_ANIMATION_MS, CAROUSEL_LOCK_MS, swipeMove } from './carousel-gesture';
import styles from './goods.module.css';

/**
 * Looping carousel of the product images. antd-mobile's Swiper does the looping and the slide animation (its
 * spring settles within CAROUSEL_ANIMATION_MS); its own dragging is off, because the spec's gesture differs:
 * one slide per swipe over 80 px, then a 1 s lock (carousel-gesture.ts).
 */
export function Carousel({ urls, alt }: { urls: string[]; alt: string }) {
  const swiper = useRef<SwiperRef>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const lockedUntil = useRef(0);

  const onDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onUp = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const now = Date.now();
    const move = swipeMove({ dx: e.clientX - from.x, dy: e.clientY - from.y, now, lockedUntil: lockedUntil.current });
    if (!move) return;
    lockedUntil.current = now + CAROUSEL_LOCK_MS;
    if (move === 'next') swiper.current?.swipeNext();
    else swiper.current?.swipePrev();
  };

  return (
    <div
      className={styles.carousel}
      data-testid="goods-carousel"
      data-animation-ms={CAROUSEL_ANIMATION_MS}
      onPointerDown={onDown}
      onPointerUp={onUp}
      onPointerCancel={() => (start.current = null)}
    >
      <Swiper ref={swiper} loop={urls.length > 1} allowTouchMove={false} indicator={urls.length > 1 ? undefined : () => null}>
        {urls.map((url, i) => (
          <Swiper.Item key={`${url}-${i}`}>
            {/* Numbered only among several: a lone image's placeholder (alt text while it loads) must not read "1". */}
            <img src={url} alt={urls.length > 1 ? `${alt} ${i + 1}` : alt} className={styles.slide} draggable={false} />
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
