// mattr: +ccdp
// instructions llvm-mc 19 takes only with: ccdp
dc	cvadp, x5
