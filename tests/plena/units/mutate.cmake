# cmake -DIN=<file> -DOUT=<file> -DFROM=<text> -DTO=<text> -P mutate.cmake
# Writes OUT = IN with the one occurrence of FROM replaced by TO: a deliberately broken copy of an
# RTL file, for the tests that show an assertion or a proof can fail. Fails when FROM does not
# occur exactly once (the mutation would silently test nothing after an RTL edit).
file(READ "${IN}" text)
string(FIND "${text}" "${FROM}" first)
string(FIND "${text}" "${FROM}" last REVERSE)
if(first EQUAL -1 OR NOT first EQUAL last)
  message(FATAL_ERROR "mutate.cmake: '${FROM}' must occur exactly once in ${IN}")
endif()
string(REPLACE "${FROM}" "${TO}" text "${text}")
file(WRITE "${OUT}.tmp" "${text}")
file(RENAME "${OUT}.tmp" "${OUT}")
