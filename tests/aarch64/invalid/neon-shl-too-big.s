// expect: immediate-out-of-range
// shl of .4s takes 0..31
shl v0.4s, v1.4s, #32
