// expect: invalid-register
// shifted-register add needs all-x operands; w2 with lsl is not an extend
add x0, x1, w2, lsl #2
