/* sort baseline: bottom-up merge sort, X and Y as the two buffers (X may be overwritten), runs of
   width 1, 2, 4, ... merged until one run covers N; the result ends in Y. */
#include "kc_task.h"

static void merge_pass(const int32_t *src, int32_t *dst, int width) {
  for (int lo = 0; lo < N; lo += 2 * width) {
    int mid = lo + width < N ? lo + width : N;
    int hi = lo + 2 * width < N ? lo + 2 * width : N;
    int i = lo, j = mid, o = lo;
    while (i < mid && j < hi) dst[o++] = src[j] < src[i] ? src[j++] : src[i++];
    while (i < mid) dst[o++] = src[i++];
    while (j < hi) dst[o++] = src[j++];
  }
}

void kernel(void) {
  int32_t *x = (int32_t *)X; /* an input the task lets the kernel overwrite */
  int passes = 0;
  for (int w = 1; w < N; w *= 2) ++passes;
  /* Start in the buffer that makes the last pass write Y. */
  int32_t *src = x, *dst = Y;
  if (passes % 2 == 0) {
    for (int i = 0; i < N; ++i) Y[i] = x[i];
    src = Y;
    dst = x;
    if (passes == 0) return;
  }
  for (int w = 1; w < N; w *= 2) {
    merge_pass(src, dst, w);
    int32_t *t = src;
    src = dst;
    dst = t;
  }
}
