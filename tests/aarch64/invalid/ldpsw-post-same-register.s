// expect: other
// ldpsw's post-index form is checked for Rt2==Rt (its writeback base is not)
ldpsw x4, x4, [x0], #8
