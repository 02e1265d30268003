// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x12, #1, #12
setf16	w10
setf8	w14
