// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x2, #0, #12
setf16	w21
setf8	w4
