// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0xc21a
tcommit
tstart	x17
ttest	x19
