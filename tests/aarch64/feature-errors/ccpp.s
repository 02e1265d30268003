// without ccpp: each line is rejected
dc	cvap, x5
