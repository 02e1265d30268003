// mattr: +complxnum
fcadd.2d v24, v23, v5, #270
fcadd.2s v18, v0, v14, #90
fcadd.4s v0, v23, v11, #270
fcmla.2d v24, v6, v31, #270
fcmla.2s v10, v2, v6, #180
fcmla.4s v3, v8, v6, #90
fcmla.4s v28, v16, v5[0], #180
