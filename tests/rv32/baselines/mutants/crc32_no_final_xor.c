/* Wrong on purpose: the bitwise CRC without the final XOR with 0xFFFFFFFF. */
#include "kc_task.h"

void kernel(void) {
  uint32_t crc = 0xFFFFFFFFu;
  for (int i = 0; i < N; ++i) {
    crc ^= D[i];
    for (int b = 0; b < 8; ++b) crc = (crc & 1u) ? (crc >> 1) ^ 0xEDB88320u : crc >> 1;
  }
  CRC[0] = crc;
}
