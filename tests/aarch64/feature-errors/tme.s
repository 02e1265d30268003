// without tme: each line is rejected
tcancel	#0xa400
tcommit
tstart	x5
ttest	x18
