.data 0x100
.byte 1, -1, 255
.half -2
.word 0x12345678
.bf16 1.5, -0.1, 1e39
.text
.equ BIG, 1000
movi r1, BIG
done
