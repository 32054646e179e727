#pragma once
// PLACEHOLDER: demo data (owned by the console task)
