; relu, configuration C1, rewritten from the template compiler's kernel: X (256 elements) is four
; VRAM rows, so one H_PREFETCH_V and one H_STORE_V move all of it; the template's ring-buffer
; bookkeeping (chunk and buffer pointers for a stream of one chunk) is dropped.
S_ADDI_INT gp1, gp0, 256            ; HBM address of Y
H_PREFETCH_V gp0, gp0, a0, 0, 0     ; X -> VRAM rows 0..3
S_ADDI_INT gp2, gp0, 64             ; VRAM row 1
S_ADDI_INT gp3, gp0, 128            ; VRAM row 2
S_ADDI_INT gp4, gp0, 192            ; VRAM row 3
V_MAX_VF gp0, gp0, f0, 0            ; max(x, 0), row 0
V_MAX_VF gp2, gp2, f0, 0
V_MAX_VF gp3, gp3, f0, 0
V_MAX_VF gp4, gp4, f0, 0
H_STORE_V gp0, gp1, a0, 0, 0        ; VRAM rows 0..3 -> Y
